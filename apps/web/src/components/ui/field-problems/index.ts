export { fieldProblems } from './field-problems';
