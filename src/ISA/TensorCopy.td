//===- TensorCopy.td - the tensor copies and tensormap.replace ---===//
//
// (Being written.)
