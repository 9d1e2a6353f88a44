/** Wallet responses: a freelancer sees coins, a contractor sees credits (DESIGN §2). */
import { z } from 'zod';
import '../zod-locale.ts';

export const FreelancerWalletSchema = z.object({ coins: z.number().int().nonnegative() });
export const ContractorWalletSchema = z.object({ credits: z.number().int().nonnegative() });

/** `GET /api/wallet`. */
export const WalletSchema = z.union([FreelancerWalletSchema, ContractorWalletSchema]);

export type Wallet = z.infer<typeof WalletSchema>;
