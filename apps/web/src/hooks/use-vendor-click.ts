import type { GameType, VendorCard } from '@monsoon/contracts/catalogue';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOpenGame } from '@/lib/catalogue/use-open-game';
import { vendorAction } from '@/lib/catalogue/vendor-action';
import { openModal } from '@/stores/modal-store';
import { toast } from '@/stores/toast-store';

/** The end of a maintenance window as the visitor reads it (local time, the page's language). */
const endText = (endTime: number): string =>
  new Date(endTime).toLocaleString(document.documentElement.lang || undefined, {
    dateStyle: 'short',
    timeStyle: 'short',
  });

/**
 * What a click on a vendor card does (header dropdown, drawer, home categories, vendor lobbies), by
 * `vendorAction`: open its list page, the vendor's popup list, its game (gate first, lib/catalogue/use-open-game), or say why not.
 */
export function useVendorClick(): (card: VendorCard, group: GameType) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { play } = useOpenGame();
  return useCallback(
    (card, group) => {
      const action = vendorAction(card, group);
      switch (action.kind) {
        case 'navigate':
          void navigate(action.to);
          return;
        case 'popup':
          openModal('vendorGames', { vassalage: action.vassalage, gameType: action.gameType });
          return;
        case 'launch':
          // The card's maintenance was checked above; the gate then opens /game or the lottery page.
          play({
            ...action.game,
            nodeId: action.game.nodeId ?? 0,
            hasDemo: false,
            maintenance: null,
          });
          return;
        case 'unavailable':
          toast(
            action.reason === 'maintenance'
              ? card.endTime === null
                ? t('vendor.maintenance', { name: card.displayName })
                : t('vendor.maintenanceUntil', {
                    name: card.displayName,
                    time: endText(card.endTime),
                  })
              : t('vendor.noGame', { name: card.displayName }),
            'warning',
            5000,
          );
      }
    },
    [navigate, play, t],
  );
}
