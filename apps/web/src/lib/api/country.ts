import type { countryList } from '@monsoon/contracts/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';

const countryListCall = wireCall<typeof countryList>({
  paths: ['/wps/system/country'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'public',
});

/** The visitor's country and the offered dialling codes (fetched on start, spec §2). */
export const countryQuery = queryOptions({
  queryKey: ['system', 'country'],
  queryFn: ({ signal }) => callApi(countryListCall, { signal }),
  staleTime: Infinity,
});

/** The offered countries, the visitor's first. */
export const useCountries = () => useQuery(countryQuery);
