import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '@/lib/theme';
import styles from './header.module.css';

/** Switches between the light (default) and dark themes. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const toggle = useThemeStore((s) => s.toggleTheme);
  const label = theme === 'light' ? t('header.themeDark') : t('header.themeLight');
  return (
    <button
      type="button"
      className={className ?? styles.iconButton}
      onClick={toggle}
      aria-label={label}
      title={label}
    >
      {theme === 'light' ? <Moon size={18} aria-hidden /> : <Sun size={18} aria-hidden />}
    </button>
  );
}
