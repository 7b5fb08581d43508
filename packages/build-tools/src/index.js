'use strict';
module.exports = {
  ...require('./federation'),
  ...require('./webpack'),
  ...require('./jest'),
};
