// Which gateway this process uses: Stripe when STRIPE_SECRET_KEY is set, else the built-in card
// simulator. One instance per process (per database and configuration, so test apps stay apart).
import type { DataSource } from 'typeorm';
import type { Config } from '../../config.js';
import type { PaymentGateway } from './payment-gateway.js';
import { CardSimulator } from './card-simulator.js';
import { StripeGateway } from './stripe-gateway.js';

const gateways = new WeakMap<DataSource, WeakMap<Config, PaymentGateway>>();

export function createPaymentGateway(config: Config, dataSource: DataSource): PaymentGateway {
  return config.STRIPE_SECRET_KEY ? StripeGateway.fromConfig(config) : new CardSimulator(dataSource);
}

/** The gateway for a request or job context (`ctx.config`, `ctx.dataSource`); always the same instance. */
export function paymentGateway(ctx: { config: Config; dataSource: DataSource }): PaymentGateway {
  let byConfig = gateways.get(ctx.dataSource);
  if (!byConfig) {
    byConfig = new WeakMap();
    gateways.set(ctx.dataSource, byConfig);
  }
  let gateway = byConfig.get(ctx.config);
  if (!gateway) {
    gateway = createPaymentGateway(ctx.config, ctx.dataSource);
    byConfig.set(ctx.config, gateway);
  }
  return gateway;
}
