//===- MovShuffle.td - mov, shfl, shfl.sync and prmt ---===//
//
// (Being written.)
