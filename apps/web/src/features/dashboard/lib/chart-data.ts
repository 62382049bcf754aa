const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const weekdayShort = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
const weekdayLong = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const number = new Intl.NumberFormat("en-US");

export interface ChartDay {
  date: string;
  /** "Sun" */
  label: string;
  /** "Sunday, November 15" */
  fullLabel: string;
  calories: number;
  meals: number;
  overGoal: boolean;
}

export const formatNumber = (n: number) => number.format(n);

/** The week's days (Sunday to Saturday) as the chart and its table read them. */
export function chartDays(days: { date: string; calories: number; meals: number }[], calorieGoal: number): ChartDay[] {
  return days.map((d) => ({
    date: d.date,
    label: weekdayShort.format(utc(d.date)),
    fullLabel: weekdayLong.format(utc(d.date)),
    calories: d.calories,
    meals: d.meals,
    overGoal: d.calories > calorieGoal,
  }));
}

const tickStep = (top: number) => (top > 8000 ? 2000 : top > 4000 ? 1000 : 500);

/** Room above the tallest bar and the goal line, rounded up to a readable step. */
export function chartMax(days: { calories: number }[], calorieGoal: number): number {
  const top = Math.max(calorieGoal, ...days.map((d) => d.calories)) * 1.1;
  const step = tickStep(top);
  return Math.ceil(top / step) * step;
}

/** Round axis marks from 0 to the chart's top: 0, 500, 1,000 ... */
export function chartTicks(max: number): number[] {
  const step = tickStep(max);
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
}

/** One sentence for screen readers and the chart's caption. */
export function chartSummary(days: { calories: number; meals: number }[], calorieGoal: number): string {
  const total = days.reduce((sum, d) => sum + d.calories, 0);
  const meals = days.reduce((sum, d) => sum + d.meals, 0);
  const overGoal = days.filter((d) => d.calories > calorieGoal).length;
  if (meals === 0) return `No meals planned this week yet. Your daily goal is ${formatNumber(calorieGoal)} calories.`;
  const over = overGoal === 0 ? "No day is over" : overGoal === 1 ? "1 day is over" : `${overGoal} days are over`;
  return `${formatNumber(total)} calories in ${meals} ${meals === 1 ? "meal" : "meals"} planned this week. ${over} your daily goal of ${formatNumber(calorieGoal)} calories.`;
}
