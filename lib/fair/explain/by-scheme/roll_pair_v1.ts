/** roll_pair_v1's rolls: derived with the other byte scheme's dice (../bytes.ts). */
export { explainRoll as explain } from '../bytes';
