// Loads the browser's locale data on a worker thread (see startLocaleData in ssr/boot.ts).
new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", weekday: "long", month: "long", day: "numeric", hour: "numeric" }).format(0);
new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(1.5);
postMessage("loaded");
