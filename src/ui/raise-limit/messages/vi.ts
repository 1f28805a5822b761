import type en from './en';

/** How to raise the credit limit in Vietnamese, loaded when it is active. */
const vi: Record<keyof typeof en, string> = {
  'raiseLimit.title': 'Cách tăng hạn mức tín dụng',
  'raiseLimit.how':
    'Trả hết mỗi khoản vay và hạn mức tín dụng của bạn tăng {{amount}}, tối đa {{max}}. Khi có khoản vay quá hạn, hạn mức bị khóa.',
  'raiseLimit.atCap': 'Hạn mức tín dụng của bạn đã là mức cao nhất chúng tôi cho vay. Khi có khoản vay quá hạn, hạn mức bị khóa.',
};

export default vi;
