// The settings group: the learner's practice settings, kept on the server for their other devices.
import { updateUserSettings } from '@parley/contract/settings';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../lib/api';

export const updateUserSettingsCall = (input: EndpointInput<typeof updateUserSettings>) => api().call(updateUserSettings, input);
