// antd's Form validates through @rc-component/async-validator (~5 KiB brotli), and only when a rule runs: on a
// change, a blur or a submit, never to draw a form. antdParts() gives Form this stand-in, which fetches the
// real validator the first time a rule runs; validation is already asynchronous, so callers see no change.
let loading;
const real = () => (loading ??= import('@rc-component/async-validator').then((m) => m.default));

export default class LazyAsyncValidator {
  /** rc-form silences the validator's warnings by assigning this; it is handed on to the real one. */
  static warning = () => {};

  constructor(descriptor) {
    this.descriptor = descriptor;
  }

  messages(messages) {
    this.customMessages = messages;
  }

  async validate(source, options) {
    const Real = await real();
    Real.warning = LazyAsyncValidator.warning;
    const validator = new Real(this.descriptor);
    if (this.customMessages) validator.messages(this.customMessages);
    return validator.validate(source, options);
  }
}
