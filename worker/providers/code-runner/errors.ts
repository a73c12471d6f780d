/** Thrown by a metered module's `sandbox.out_of_gas` import: the run's step budget is spent. */
export class OutOfGas extends Error {
  constructor() {
    super('Step budget exhausted')
    this.name = 'OutOfGas'
  }
}
