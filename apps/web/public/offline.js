// The offline page's one action (offline.html): load the page the user asked for again.
document.getElementById('retry')?.addEventListener('click', () => location.reload());
