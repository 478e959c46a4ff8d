# SpenDrop's SpenDropIntake module as a CocoaPods pod, for the SharedImage Capacitor plugin
# (Plugins/SharedImage/SpendropSharedImage.podspec): the share inbox, the attachment loader and the share log.
# Swift Package Manager users get the same module from Package.swift's SpenDropIntake library.
require 'json'

version = JSON.parse(File.read(File.join(__dir__, 'Plugins/SharedImage/package.json')))['version']

Pod::Spec.new do |s|
  s.name = 'SpenDropIntake'
  s.version = version
  s.summary = 'SpenDrop: the share inbox, the attachment loader and the share log.'
  s.license = 'MIT'
  s.homepage = 'https://capacitorjs.com/docs/plugins'
  s.author = 'SpenDrop'
  # Used from a SpenDrop checkout by path (`pod ..., :path => ...`); there is no published release to fetch.
  s.source = { :git => '.', :tag => s.version.to_s }
  s.ios.deployment_target = '17.0'
  s.swift_version = '6.0'
  s.source_files = 'Sources/SpenDropIntake/**/*.swift'
  s.dependency 'SpenDropModel', version
  s.dependency 'SpenDropImage', version
end
