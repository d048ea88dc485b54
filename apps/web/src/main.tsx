// First: the early requests (the built page has already run it from its own <script> tag).
import '@/boot';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { prefetchBootData } from '@/app/boot-data';
import { initI18n } from '@/lib/i18n';
import '@/styles/tokens.css';
import '@/styles/globals.css';

// src/boot.ts has set the theme and sent the first calls already.
const texts = initI18n();
const data = prefetchBootData();

// The first render waits for them (index.html shows the splash meanwhile): it then draws the whole
// page in one go, with nothing to suspend on, instead of a splash, a shell and then its content
// (React keeps a revealed Suspense fallback on screen for at least 300 ms). As a transition, that
// render yields to the browser every few milliseconds instead of blocking it in one long task.
const root = document.getElementById('root');
if (root) {
  void Promise.allSettled([texts, data]).then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
}
