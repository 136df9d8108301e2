import * as migration_20261122_150804_initial from './20261122_150804_initial';

export const migrations = [
  {
    up: migration_20261122_150804_initial.up,
    down: migration_20261122_150804_initial.down,
    name: '20261122_150804_initial'
  },
];
