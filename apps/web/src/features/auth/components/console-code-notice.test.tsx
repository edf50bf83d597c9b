import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIRST_LOAD, fakeServer, renderScreen } from '../../../test/render-screen';
import { useAuthFlowStore } from '../stores/auth-flow-store';

const capabilities = (mail: string) => ({ '/api/common/v1/getByKey': () => ({ key: 'capabilities', value: { codeDelivery: { mail, sms: 'gateway' } } }) });

describe('the code screen without a mail server', () => {
  beforeEach(() => {
    useAuthFlowStore.getState().startFlow({ email: 'ana@example.com', password: 'long enough password', codeType: 'signup', resendAfterSeconds: 60 });
  });

  it("tells the learner the code is in the server's console when no mail server is configured", async () => {
    renderScreen('/chat/sign/sign-up-auth', fakeServer(capabilities('server-console')));
    expect(await screen.findByText(/the code is written to the server's console/, undefined, FIRST_LOAD)).toBeVisible();
  });

  it('says nothing of the console when the server sends mail', async () => {
    const server = fakeServer(capabilities('smtp'));
    renderScreen('/chat/sign/sign-up-auth', server);
    expect(await screen.findByLabelText('Verification code', undefined, FIRST_LOAD)).toBeVisible();
    await expect.poll(() => server.callsTo('/api/common/v1/getByKey').length).toBe(1);
    expect(screen.queryByText(/server's console/)).toBeNull();
  });
});
