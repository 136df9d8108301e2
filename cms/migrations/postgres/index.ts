import * as migration_20261122_150808_initial from './20261122_150808_initial';
import * as migration_20261122_154700_user_exp from './20261122_154700_user_exp';

export const migrations = [
  {
    up: migration_20261122_150808_initial.up,
    down: migration_20261122_150808_initial.down,
    name: '20261122_150808_initial',
  },
  {
    up: migration_20261122_154700_user_exp.up,
    down: migration_20261122_154700_user_exp.down,
    name: '20261122_154700_user_exp'
  },
];
