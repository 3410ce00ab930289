/** One row of npm run bench's table: a measured value and, where there is one, its target. */
export interface Figure {
  benchmark: string;
  figure: string;
  value: string;
  target: string;
}
