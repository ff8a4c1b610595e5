//===- Program.td - What ptxas knows of a whole program -------------------===//
//
// Facts for the checks that look at the whole module at once
// (src/Check/ProgramChecks.cpp). The per-target limit on static `.shared`
// data is a field of the Target records (MaxStaticShared, Targets.td).

// A function ptxas supplies itself when it compiles a whole program: a
// module may declare it `.extern` and call it without defining it. Probed
// with ptxas 13.0 (`.extern .func NAME ();` and a call, without -c) on
// sm_75 to sm_120; the list is the one in ptxas's own string table. Its
// address cannot be taken, with or without -c ("Cannot take address of
// function 'malloc'").
class RuntimeFunction<string name> {
  string Name = name;
}

// printf, the device heap and assert (nvcc's output for printf(), malloc()
// and assert()).
def : RuntimeFunction<"vprintf">;
def : RuntimeFunction<"vfprintf">;
def : RuntimeFunction<"malloc">;
def : RuntimeFunction<"free">;
def : RuntimeFunction<"__assertfail">;
def : RuntimeFunction<"__profile">;
def : RuntimeFunction<"cudaGraphLaunch">;
// The device runtime's internal entry points. The CUDA names nvcc emits
// for dynamic parallelism (cudaGetParameterBuffer, cudaLaunchDevice,
// cudaDeviceSynchronize, __cudaCDP2*) are not among them: they come from
// libcudadevrt, so such modules need -c (nvcc -rdc=true).
def : RuntimeFunction<"cnpGetParameterBuffer">;
def : RuntimeFunction<"cnpGetParameterBufferV2">;
def : RuntimeFunction<"cnpLaunchDevice">;
def : RuntimeFunction<"cnpLaunchDeviceV2">;
def : RuntimeFunction<"cnpCtxSynchronize">;
def : RuntimeFunction<"cnpFuncGetAttribute">;
def : RuntimeFunction<"cnpStreamCreate">;
def : RuntimeFunction<"cnpStreamDestroy">;
def : RuntimeFunction<"cnpStreamWaitEvent">;
def : RuntimeFunction<"cnpEventCreate">;
def : RuntimeFunction<"cnpEventRecord">;
def : RuntimeFunction<"cnpEventDestroy">;
def : RuntimeFunction<"cnpDeviceGetName">;
def : RuntimeFunction<"cnpDeviceGetAttribute">;
def : RuntimeFunction<"cnpGetDeviceCount">;
def : RuntimeFunction<"cnpGetDevice">;
def : RuntimeFunction<"cnpGetLastError">;
def : RuntimeFunction<"cnpSetLastError">;
def : RuntimeFunction<"cnpGetCacheConfig">;
def : RuntimeFunction<"cnpGetSharedMemConfig">;
def : RuntimeFunction<"cnpGetLimit">;
def : RuntimeFunction<"cnpDeviceGetTotalMem">;
