import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIRST_LOAD, fakeServer, renderScreen } from '../../../test/render-screen';
import { useAuthFlowStore } from '../stores/auth-flow-store';

const capabilities = { '/api/common/v1/getByKey': () => ({ key: 'capabilities', value: { codeDelivery: { mail: 'smtp', sms: 'gateway' } } }) };

// The journey runs with a 1 s countdown (e2e/full-journey.spec.ts looks only for the button); the
// disabled countdown itself is checked here, with the 60 s of a real resend window.
describe('the code screen right after a code was sent', () => {
  beforeEach(() => {
    useAuthFlowStore.getState().startFlow({ email: 'ana@example.com', password: 'long enough password', codeType: 'signup', resendAfterSeconds: 60 });
  });

  it('offers a new code only after the countdown: the button says how long and is disabled', async () => {
    renderScreen('/chat/sign/sign-up-auth', fakeServer(capabilities));
    const resend = await screen.findByRole('button', { name: /Send a new code in \d+ s/ }, FIRST_LOAD);
    expect(resend).toBeDisabled();
  });
});

