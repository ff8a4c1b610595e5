//===- AsyncCopy.td - cp.async and the bulk copies ---===//
//
// (Being written.)
