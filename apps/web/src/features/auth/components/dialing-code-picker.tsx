import { isLanguageCode, languageRegistry } from '@monsoon/i18n';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countryDropdownCloseDelayMs } from '@/features/auth/lib/timing';
import styles from './auth.module.css';

export interface DialingCountry {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

/** Country names in the site language (Intl), falling back to the server's English name. */
function useRegionNames(language: string): (countryCode: string, fallback: string) => string {
  const code = language.toUpperCase();
  const bcp47 = isLanguageCode(code) ? languageRegistry[code].bcp47 : 'en';
  const names = useMemo(() => {
    try {
      const display = new Intl.DisplayNames([bcp47], { type: 'region', fallback: 'none' });
      // Without data for the language the browser answers in another one: keep the server's names then.
      return display.resolvedOptions().locale.split('-')[0] === bcp47.split('-')[0]
        ? display
        : null;
    } catch {
      return null;
    }
  }, [bcp47]);
  return (countryCode, fallback) => {
    const name = names?.of(countryCode);
    return name ?? fallback;
  };
}

export interface DialingCodePickerProps {
  value: string;
  onChange: (code: string) => void;
  countries: readonly DialingCountry[];
}

/**
 * The country dialling-code dropdown of mobile fields (ARIA listbox): arrows move, Enter picks, Escape
 * closes; it closes 200 ms after focus leaves it, so a click on an option still lands (spec §9).
 */
export function DialingCodePicker({ value, onChange, countries }: DialingCodePickerProps) {
  const { t, i18n } = useTranslation('auth');
  const regionNames = useRegionNames(i18n.language);
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!open) return;
    const options = list.current?.querySelectorAll<HTMLElement>('[role="option"]');
    const selected = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    (selected ?? options?.[0])?.focus();
  }, [open]);

  const pick = (code: string) => {
    onChange(code);
    setOpen(false);
    trigger.current?.focus();
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const options = Array.from(
      list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [],
    );
    const at = options.findIndex((el) => el === document.activeElement);
    const go = (i: number) => {
      event.preventDefault();
      options[(i + options.length) % options.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(options.length - 1);
    else if (event.key === 'Escape') {
      // Close the list only, not the modal around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    }
  };

  return (
    <div
      ref={root}
      className={styles.picker}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && root.current?.contains(event.relatedTarget))
          return;
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => setOpen(false), countryDropdownCloseDelayMs);
      }}
      onFocus={() => window.clearTimeout(closeTimer.current)}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.pickerButton}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-label={`${t('country.label')} +${value}`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span>+{value}</span>
        <ChevronDown size={14} aria-hidden />
      </button>
      {open ? (
        <ul
          ref={list}
          id={`${id}-list`}
          role="listbox"
          aria-label={t('country.list')}
          className={styles.pickerList}
          onKeyDown={onListKey}
        >
          {countries.map((c) => (
            <li
              key={`${c.countryCode}-${c.countryDialingCode}`}
              role="option"
              aria-selected={c.countryDialingCode === value}
              tabIndex={-1}
              className={styles.pickerOption}
              onClick={() => pick(c.countryDialingCode)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  pick(c.countryDialingCode);
                }
              }}
            >
              <span>{regionNames(c.countryCode, c.name)}</span>
              <span className={styles.pickerCode}>+{c.countryDialingCode}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
