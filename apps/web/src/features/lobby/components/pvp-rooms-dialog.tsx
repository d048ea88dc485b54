import type { GameItem } from '@monsoon/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { gameNameOf } from '@/components/game-tile/game-tile';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { pvpRoomsQuery } from '@/features/lobby/api/get-pvp-rooms';
import { apiErrorText } from '@/lib/api-error-text';
import { useCatalogueLanguage } from '@/lib/catalogue/use-catalogue-language';
import { useOpenGame } from '@/lib/catalogue/use-open-game';
import { formatBalance } from '@/lib/format';
import styles from './pvp-rooms-dialog.module.css';

/** A PVP game's rooms to pick from (wire §6.3 GLS2_roomList); entering launches with the room's id. */
export function PvpRoomsDialog({
  game,
  currencySymbol,
  onClose,
}: {
  game: GameItem;
  currencySymbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('lobby');
  const language = useCatalogueLanguage();
  const rooms = useQuery(pvpRoomsQuery(game.nodeId, language));
  const open = useOpenGame();
  const id = useId();
  const money = (amount: number) => formatBalance(amount, currencySymbol);
  return (
    <Modal title={t('rooms.title', { name: gameNameOf(game) })} onClose={onClose} size="md">
      {rooms.isPending ? (
        <div className={styles.loading}>
          <Spinner size="lg" />
        </div>
      ) : rooms.isError ? (
        <ErrorState
          compact
          title={t('rooms.failed')}
          text={apiErrorText(rooms.error)}
          onRetry={() => void rooms.refetch()}
        />
      ) : (
        <ul className={styles.rooms}>
          {rooms.data.map((room) => (
            <li key={room.roomId} className={styles.room}>
              <div className={styles.info}>
                <p className={styles.name} id={`${id}-${room.roomId}`}>
                  {room.roomName}
                </p>
                <p className={styles.meta}>
                  <span>{t('rooms.minBet', { amount: money(room.minBet) })}</span>
                  <span>{t('rooms.minBalance', { amount: money(room.minBalance) })}</span>
                  <span className={styles.players}>
                    <Users size={14} aria-hidden />
                    {t('rooms.players', { count: room.onlinePlayers })}
                  </span>
                </p>
              </div>
              <Button
                size="sm"
                onClick={() => open.play(game, { roomId: room.roomId }) && onClose()}
                aria-describedby={`${id}-${room.roomId}`}
              >
                {t('rooms.enter')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
