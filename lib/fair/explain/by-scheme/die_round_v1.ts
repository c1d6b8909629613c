/** die_round_v1's dice: derived with the other byte scheme's rolls (../bytes.ts). */
export { explainDie as explain } from '../bytes';
