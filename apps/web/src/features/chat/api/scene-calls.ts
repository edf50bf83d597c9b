import { getSceneDetail } from '@parley/contract/content';
import { getRoles } from '@parley/contract/content';
import { api } from '../../../lib/api';

export const getSceneCall = (id: number) => api().call(getSceneDetail, { id });
export const getRolesCall = () => api().call(getRoles, {});
