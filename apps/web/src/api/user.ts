// The user group (/api/user/*): e-mail codes, sign-up, sign-in and out, password reset, the
// account with its saved settings, and the set-up choices (language, level, voice).
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  checkEmailVerifyCode,
  getUserInfo,
  login,
  logout,
  resetPassword,
  sendEmailVerifyCode,
  signup,
  updateUserInfoVoiceRole,
  updateUserLanguageAndLevel,
} from '@parley/contract/user';
import type { EndpointInput } from '@parley/contract/endpoint';
import { i18n } from '@lingui/core';
import { api } from '../lib/api';
import { deviceTokenFor, rememberDeviceToken } from '../lib/device-tokens';

// Account changes show the app's loading overlay: the learner waits for them before moving on.
const WITH_LOADING = { showLoading: true } as const;

/** The code's mail is written in the language the learner reads the app in, unless the caller says otherwise. */
export const sendEmailVerifyCodeCall = (input: EndpointInput<typeof sendEmailVerifyCode>) =>
  api().call(sendEmailVerifyCode, { ...(i18n.locale ? { language: i18n.locale } : {}), ...input }, WITH_LOADING);
export const checkEmailVerifyCodeCall = (input: EndpointInput<typeof checkEmailVerifyCode>) => api().call(checkEmailVerifyCode, input, WITH_LOADING);
export async function signupCall(input: EndpointInput<typeof signup>) {
  const session = await api().call(signup, input, WITH_LOADING);
  rememberDeviceToken(input.email, session.deviceToken);
  return session;
}

/** Sends this device's token for the account, so that guesses from elsewhere cannot lock it out. */
export async function loginCall(input: EndpointInput<typeof login>) {
  const deviceToken = input.deviceToken ?? deviceTokenFor(input.email);
  const session = await api().call(login, { ...input, ...(deviceToken ? { deviceToken } : {}) }, WITH_LOADING);
  rememberDeviceToken(input.email, session.deviceToken);
  return session;
}
export const logoutCall = () => api().call(logout, {}, WITH_LOADING);
export const resetPasswordCall = (input: EndpointInput<typeof resetPassword>) => api().call(resetPassword, input, WITH_LOADING);

export const useSendEmailVerifyCode = () => useMutation({ mutationFn: sendEmailVerifyCodeCall });
export const useCheckEmailVerifyCode = () => useMutation({ mutationFn: checkEmailVerifyCodeCall });
export const useSignup = () => useMutation({ mutationFn: signupCall });
export const useLogin = () => useMutation({ mutationFn: loginCall });
export const useLogout = () => useMutation({ mutationFn: logoutCall });
export const useResetPassword = () => useMutation({ mutationFn: resetPasswordCall });

export const getUserInfoCall = () => api().call(getUserInfo, {});

/** The signed-in account with the settings saved on the server. */
export function useUserInfo() {
  return useQuery({ queryKey: ['user-info'], queryFn: getUserInfoCall });
}

export const updateLanguageAndLevelCall = (input: EndpointInput<typeof updateUserLanguageAndLevel>) => api().call(updateUserLanguageAndLevel, input, WITH_LOADING);
export const updateVoiceRoleCall = (input: EndpointInput<typeof updateUserInfoVoiceRole>) => api().call(updateUserInfoVoiceRole, input, WITH_LOADING);

export const useUpdateLanguageAndLevel = () => useMutation({ mutationFn: updateLanguageAndLevelCall });
export const useUpdateVoiceRole = () => useMutation({ mutationFn: updateVoiceRoleCall });
