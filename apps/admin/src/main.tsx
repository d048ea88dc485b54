import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';
import { initTheme } from '@/lib/theme';
import '@web-styles/tokens.css';
import '@/styles/globals.css';

initTheme();
const root = document.getElementById('root');
if (root)
  void initI18n().then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
