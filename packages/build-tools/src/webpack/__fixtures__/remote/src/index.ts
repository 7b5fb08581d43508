// A remote is consumed through remoteEntry.js (./spa); this entry only exists for webpack.
export {};
