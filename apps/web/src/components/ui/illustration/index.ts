export { Illustration, illustrationTheme, type IllustrationTheme } from './illustration';
