import { updateUserSettings } from '@parley/contract/settings';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../../lib/api';

export const updateUserSettingsCall = (input: EndpointInput<typeof updateUserSettings>) => api().call(updateUserSettings, input);
