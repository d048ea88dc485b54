import { restoreExactNumbers } from '@monsoon/contracts/exact-number';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The serializer of every answer with a schema: the zod one (checks the answer against its contract),
 * then every ExactNumber written as its bare digits, so money is exact at any size (decision 0033).
 */
export const exactSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => restoreExactNumbers(serialize(data));
};
