import * as migration_20261122_150808_initial from './20261122_150808_initial';

export const migrations = [
  {
    up: migration_20261122_150808_initial.up,
    down: migration_20261122_150808_initial.down,
    name: '20261122_150808_initial'
  },
];
