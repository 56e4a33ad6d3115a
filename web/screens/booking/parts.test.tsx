// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAsStudent } from '../testing.tsx';
import { PaymentInstructionsView } from './parts.tsx';

const bankOnly = (branch: string | null) => ({
  mobile_money: [],
  bank_account: { bank: 'GCB Bank', account_name: 'University Hostel', account_number: '1234567890123', branch },
  wording: '',
  updated_at: '2026-11-01T09:00:00.000Z',
});

it('names a branch once, whether or not the office typed the word "branch" itself', () => {
  renderAsStudent(<PaymentInstructionsView instructions={bankOnly('University Branch')} />);
  expect(screen.getByText('GCB Bank, University Branch')).toBeInTheDocument();
  renderAsStudent(<PaymentInstructionsView instructions={bankOnly('Legon')} />);
  expect(screen.getByText('GCB Bank, Legon branch')).toBeInTheDocument();
  renderAsStudent(<PaymentInstructionsView instructions={bankOnly(null)} />);
  expect(screen.getByText('GCB Bank')).toBeInTheDocument();
});
