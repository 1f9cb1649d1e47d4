import type { ThrowawayPostgres } from './throwaway-postgres';

export async function databaseFaults(_postgres: ThrowawayPostgres, _say: (message: string) => void): Promise<string[]> {
  return ['not written yet'];
}
