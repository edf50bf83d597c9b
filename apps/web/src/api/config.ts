// The public configuration (getByKey). Where this server sends verification codes (capabilities.codeDelivery): without a mail server
// the code screen must say where the code went, or a first learner waits for a mail that never comes.
import { useQuery } from '@tanstack/react-query';
import { codeDeliverySchema, getByKey, type CodeDelivery } from '@parley/contract/config';
import { api } from '../lib/api';

export async function getCodeDeliveryCall(): Promise<CodeDelivery | null> {
  const { value } = await api().call(getByKey, { key: 'capabilities' });
  const parsed = codeDeliverySchema.safeParse((value as { codeDelivery?: unknown } | null)?.codeDelivery);
  return parsed.success ? parsed.data : null;
}

export function useCodeDelivery() {
  return useQuery({ queryKey: ['code-delivery'], queryFn: getCodeDeliveryCall, staleTime: Infinity });
}
