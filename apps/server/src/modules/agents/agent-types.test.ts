import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors.ts';
import { agentActions, can, requireAgentAction } from './agent-types.ts';

const refusal = (type: number, action: (typeof agentActions)[number]) => {
  try {
    requireAgentAction({ type }, action);
    return null;
  } catch (err) {
    return err instanceof AppError ? err.code : 'thrown';
  }
};

describe('agent types (decision 0068)', () => {
  it('gives each type what its row of the table says', () => {
    const allowed = (type: number) => agentActions.filter((a) => can(type, a));
    expect(allowed(2)).toEqual([...agentActions]);
    expect(allowed(1)).toEqual([...agentActions]);
    expect(allowed(41)).toEqual(['register', 'transfer', 'reports', 'affiliate']);
    expect(allowed(42)).toEqual(['reports']);
    expect(allowed(0)).toEqual([]);
    expect(allowed(4)).toEqual([]);
  });

  it('refuses trial accounts, members and agents of the wrong type each with its own code', () => {
    expect(refusal(4, 'reports')).toBe('in_need_true_account');
    expect(refusal(0, 'reports')).toBe('error_not_agent');
    expect(refusal(3, 'reports')).toBe('error_not_agent');
    expect(refusal(42, 'transfer')).toBe('agent.action.not.allowed');
    expect(refusal(41, 'promote')).toBe('agent.action.not.allowed');
    expect(refusal(1, 'promote')).toBeNull();
  });
});
