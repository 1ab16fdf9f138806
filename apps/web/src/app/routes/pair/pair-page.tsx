/** /pair (issue 21, decision 0036): a shared screen or printer signs in with its pairing code. */
export { PairScreen as PairPage } from '@/features/devices/components/pair-screen';
