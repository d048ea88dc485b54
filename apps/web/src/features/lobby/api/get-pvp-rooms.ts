import type { pvpRoomList } from '@monsoon/contracts/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';

const pvpRoomsCall = wireCall<typeof pvpRoomList>({
  paths: ['/wps/relay/GLS2_roomList'],
  methods: ['GET'],
  modId: 'GAMELO3',
  auth: 'optional',
});

/** A PVP game's rooms: GET /wps/relay/GLS2_roomList (wire reference §6.3). */
export const pvpRoomsQuery = (nodeId: number, language: string) =>
  queryOptions({
    queryKey: ['catalogue', 'pvp-rooms', language, nodeId],
    queryFn: async ({ signal }) =>
      (await callApi(pvpRoomsCall, { query: { nodeId, language }, signal })).list,
    staleTime: 30_000,
  });
