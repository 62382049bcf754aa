/* global self, clients */
// Imported by the service worker (scripts/bundle/service-worker.mjs): shows a reminder pushed by the
// server and opens its page on click, focusing a tab of the app that is already open (docs/decisions/066).
self.addEventListener("push", (event) => {
  let reminder = { title: "Sierra Meal Planner", body: "", url: "/", tag: "reminder" };
  try {
    reminder = { ...reminder, ...event.data.json() };
  } catch {
    // A push with no readable payload still tells the member something arrived.
  }
  event.waitUntil(
    self.registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: reminder.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: reminder.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/", self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    clients.matchAll({ type: "window", includeUncontrolled: true }).then((open) => {
      const tab = open.find((c) => new URL(c.url).origin === target.origin);
      if (tab) return tab.focus().then(() => tab.navigate(target.href));
      return clients.openWindow(target.href);
    }),
  );
});
