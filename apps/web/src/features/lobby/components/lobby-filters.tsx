import type { GameClassify } from '@monsoon/contracts/catalogue';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import {
  minBetChoices,
  type LobbyAction,
  type LobbyFilters as Filters,
  type MinBetChoice,
} from '@/features/lobby/lib/lobby-state';
import { formatAmount } from '@/lib/format';
import styles from './lobby-page.module.css';

/** Typing pauses this long before the list asks again. */
const SEARCH_DEBOUNCE_MS = 350;

export interface LobbyFiltersProps {
  filters: Filters;
  classes: readonly GameClassify[];
  currencySymbol: string;
  dispatch: (action: LobbyAction) => void;
}

const minBetOf = (value: string): MinBetChoice | null =>
  minBetChoices.find((c) => String(c) === value) ?? null;

/** Search by name, the class and the minimum-bet filters (spec §2); each change restarts the list. */
export function LobbyFilters({ filters, classes, currencySymbol, dispatch }: LobbyFiltersProps) {
  const { t } = useTranslation('lobby');
  const [text, setText] = useState(filters.gameName);
  // A reset from outside (tab chosen, filters cleared) empties the box too.
  const [shownName, setShownName] = useState(filters.gameName);
  if (shownName !== filters.gameName) {
    setShownName(filters.gameName);
    setText(filters.gameName);
  }

  useEffect(() => {
    if (text.trim() === filters.gameName.trim()) return;
    const timer = window.setTimeout(
      () => dispatch({ type: 'search', gameName: text.trim() }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, filters.gameName, dispatch]);

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'search', gameName: text.trim() });
      }}
    >
      <TextField
        className={styles.search}
        type="search"
        label={t('filters.search')}
        hideLabel
        placeholder={t('filters.searchPlaceholder')}
        value={text}
        maxLength={64}
        onChange={(e) => setText(e.target.value)}
        prefix={<Search size={16} aria-hidden />}
        suffix={
          text ? (
            <button
              type="button"
              className={styles.clearSearch}
              aria-label={t('filters.clearSearch')}
              onClick={() => setText('')}
            >
              <X size={16} aria-hidden />
            </button>
          ) : null
        }
      />
      {classes.length > 0 ? (
        <Select
          className={styles.select}
          label={t('filters.classify')}
          hideLabel
          value={filters.classify}
          onChange={(e) =>
            dispatch({
              type: 'classify',
              classify: classes.find((c) => c === e.target.value) ?? '',
            })
          }
          options={[
            { value: '', label: t('filters.allClasses') },
            ...classes.map((c) => ({ value: c, label: t(`classify.${c}`) })),
          ]}
        />
      ) : null}
      <Select
        className={styles.select}
        label={t('filters.minBet')}
        hideLabel
        value={filters.minBet === null ? '' : String(filters.minBet)}
        onChange={(e) => dispatch({ type: 'minBet', minBet: minBetOf(e.target.value) })}
        options={[
          { value: '', label: t('filters.allBets') },
          ...minBetChoices.map((c) => ({
            value: String(c),
            label: t('filters.upTo', { amount: `${currencySymbol} ${formatAmount(c)}` }),
          })),
        ]}
      />
    </form>
  );
}
