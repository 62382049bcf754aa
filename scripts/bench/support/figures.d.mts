export interface Figure {
  value: number;
  target: string;
  pass: boolean;
}
export function atMost(value: number, limit: number): Figure;
export function atLeast(value: number, limit: number): Figure;
export function allPass(figures: Record<string, Figure>): boolean;
