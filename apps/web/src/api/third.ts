// The third-party group (/api/third/v1/*): phone codes and single sign-on.
import { authLogin, checkPhoneCode, getAccessToken, sendPhoneCode } from '@parley/contract/third';
import { api } from '../lib/api';

export const sendPhoneCodeCall = (phone: string) => api().call(sendPhoneCode, { phone });
export const checkPhoneCodeCall = (phone: string, code: string) => api().call(checkPhoneCode, { phone, code });
export const phoneLoginCall = (phoneAccessToken: string) => api().call(authLogin, { type: 'phone' }, { headers: { phoneAccessToken } });
export const startSingleSignOnCall = () => api().call(getAccessToken, { type: 'oidc' });
export const finishSingleSignOnCall = (callbackUrl: string) => api().call(authLogin, { type: 'oidc', callbackUrl });
