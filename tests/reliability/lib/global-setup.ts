import { clearFigures, formatFigures, readFigures } from './figures';

/** Starts the figures file afresh; prints every figure the files recorded at the end. */
export default function globalSetup(): () => void {
  clearFigures();
  return () => {
    const figures = readFigures();
    if (figures.length === 0) return;
    process.stdout.write(`\nreliability figures\n${formatFigures(figures)}\n`);
  };
}
