// Reads a solution file in the SINTEF TOP format ("Route 1 : 81 78 76 ..."), as published with
// the best-known solutions, into routes of customer numbers.

/** The routes of the file in its order; customer numbers as written (leading zeros dropped). */
export function readSintefSolution(text: string): number[][] {
  const routes: number[][] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const match = /^\s*Route\s+\d+\s*:(.*)$/i.exec(line);
    if (match === null) continue;
    const tokens = (match[1] ?? '').trim().split(/\s+/).filter(Boolean);
    const route = tokens.map(Number);
    if (!route.every((id) => Number.isInteger(id) && id > 0)) {
      throw new Error(`line ${index + 1}: a route lists customer numbers only`);
    }
    if (route.length > 0) routes.push(route);
  }
  if (routes.length === 0) throw new Error('no "Route N : ..." line');
  return routes;
}
