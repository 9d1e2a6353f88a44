/* Web Push (issue 12), imported by the service worker (sw.js): shows what the server pushed and,
   on a tap, opens its screen in the app (an open window is focused and taken there). */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Vamos Trabalhar';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'pt-BR',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      // The notification's own action ('Vou comparecer'): a tap on it opens the same screen, where it is done.
      actions: Array.isArray(data.actions) ? data.actions.slice(0, 2) : undefined,
      data: { url: typeof data.url === 'string' ? data.url : '/notificacoes' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    (event.notification.data && event.notification.data.url) || '/notificacoes',
    self.location.origin,
  );
  // Only our own screens.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === url.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(url.href);
        return;
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});
