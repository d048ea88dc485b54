/**
 * The pages' only script (served as `/assets/page.js`, so the CSP needs no inline script): the
 * countdown to expiry, copy buttons, and a reload when a pending payment's status changes elsewhere
 * (paid on the phone that scanned the QR code). The pages work without it.
 */
export const PAGE_SCRIPT = `(() => {
  const pad = (n) => String(n).padStart(2, '0');
  for (const el of document.querySelectorAll('[data-countdown]')) {
    const end = Number(el.getAttribute('data-countdown'));
    const tick = () => {
      const left = Math.max(0, Math.floor((end - Date.now()) / 1000));
      const h = Math.floor(left / 3600), m = Math.floor((left % 3600) / 60), s = left % 60;
      el.textContent = (h ? h + ':' + pad(m) : String(m)) + ':' + pad(s);
    };
    tick();
    setInterval(tick, 1000);
  }
  for (const button of document.querySelectorAll('[data-copy]')) {
    button.addEventListener('click', () => {
      if (!navigator.clipboard) return;
      navigator.clipboard.writeText(button.getAttribute('data-copy') || '').then(() => {
        const label = button.textContent;
        button.textContent = button.getAttribute('data-copied') || label;
        setTimeout(() => { button.textContent = label; }, 1500);
      }, () => {});
    });
  }
  const card = document.querySelector('[data-payment][data-status="pending"]');
  if (card) {
    const url = '/pay/' + encodeURIComponent(card.getAttribute('data-payment') || '') + '/state';
    setInterval(() => {
      fetch(url, { cache: 'no-store' }).then((r) => r.json()).then((s) => {
        if (s && s.status && s.status !== 'pending') location.reload();
      }, () => {});
    }, 3000);
  }
})();
`;
