//===- Convert.td - cvt and cvt.pack ---===//
//
// (Being written.)
